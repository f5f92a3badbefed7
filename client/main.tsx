/**
 * Entry of the 知股 single-page app (bundled by scripts/build.ts into dist/client).
 */
import { boot } from './app/boot';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
boot(root);
