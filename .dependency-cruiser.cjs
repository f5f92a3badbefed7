/**
 * The import rules of DESIGN.md ("Layout" and "Dependencies point one way"), checked in `npm test`
 * by dependency-cruiser through `npm run check:imports` (scripts/check-imports.ts). TypeScript 7 has
 * no JS compiler API, which the cruiser's TypeScript reader needs, and its swc reader does not parse
 * TSX; so the script first strips types with Babel (keeping type-only imports as arrows) into a mirror
 * tree of .js/.jsx files, and the cruiser reads that mirror. Paths below are the mirror's: `.ts` files appear as `.js`, `.tsx` as `.jsx`.
 */
const NEVER = (name, comment, from, to) => ({ name, comment, severity: 'error', from, to });
const { simDoorFolders } = require('./scripts/imports/sim-doors.cjs');
/** Every sim folder behind a door (scripts/imports/sim-doors.cjs): all but calendar/, shared/, http/ and routes/. */
const SIM_DOORS = simDoorFolders(__dirname).join('|');

module.exports = {
  forbidden: [
    { name: 'no-circular', comment: 'No import circles anywhere (DESIGN.md).', severity: 'error', from: {}, to: { circular: true } },
    NEVER('client-not-gateway', 'client and gateway never import each other.', { path: '^client/' }, { path: '^gateway/' }),
    NEVER('gateway-not-client', 'client and gateway never import each other.', { path: '^gateway/' }, { path: '^client/' }),
    NEVER('edge-not-sim', 'The edge talks to the sim over HTTP/WebSocket only, as to a real upstream.', { path: '^gateway/edge/' }, { path: '^gateway/sim/' }),
    NEVER('sim-not-edge', 'The sim is an upstream; it knows nothing of the edge.', { path: '^gateway/sim/' }, { path: '^gateway/edge/' }),
    NEVER(
      'contracts-import-nothing-of-ours',
      'contracts/ is shared by every side: it imports only itself and libraries.',
      { path: '^contracts/' },
      { path: '^(client|gateway|scripts|test)/' },
    ),
    NEVER(
      'charts-and-streams-without-react',
      'charts/ and *.streams.ts stay React-free (React is confined to chart-host.tsx and components).',
      { path: '^client/charts/', pathNot: '^client/charts/chart-host\\.jsx$' },
      { path: 'node_modules/(react|react-dom|observable-hooks|styled-components)/' },
    ),
    NEVER(
      'streams-without-react',
      'charts/ and *.streams.ts stay React-free.',
      { path: '\\.streams\\.js$' },
      { path: 'node_modules/(react|react-dom|observable-hooks|styled-components)/' },
    ),
    NEVER(
      'services-know-no-state',
      'Services take the token and lock as inputs and import no state.',
      { path: '^client/services/' },
      { path: '^client/state/' },
    ),
    NEVER('ui-knows-no-state', 'ui/ primitives receive data and import no state.', { path: '^client/ui/' }, { path: '^client/state/' }),
    NEVER('charts-know-no-state', 'charts/ receive data and import no state.', { path: '^client/charts/' }, { path: '^client/state/' }),
    NEVER(
      'page-not-other-page',
      'No page imports another page: shared pieces live in components/.',
      { path: '^client/pages/([^/]+)/' },
      { path: '^client/pages/', pathNot: '^client/pages/$1/' },
    ),
    NEVER('page-not-app', 'No page imports app/ (the shell imports pages, never the reverse).', { path: '^client/pages/' }, { path: '^client/app/' }),
    NEVER(
      'lower-layers-not-pages',
      'app → pages → components → state → services → core → contracts.',
      { path: '^client/(components|state|services|core|ui|charts)/' },
      { path: '^client/(app|pages)/' },
    ),
    NEVER('state-not-components', 'state sits below components.', { path: '^client/(state|services|core)/' }, { path: '^client/components/' }),
    NEVER('core-knows-no-state', 'core sits below services and state.', { path: '^client/core/' }, { path: '^client/state/' }),
    NEVER('core-not-services', 'core sits below services.', { path: '^client/core/' }, { path: '^client/services/' }),
    NEVER(
      'sim-domain-not-http',
      'A sim domain never imports the HTTP layer (routes/ and the http kit): routes import domains, not the reverse. The one error catalogue (http/errors) is shared by domains and routes alike.',
      { path: '^gateway/sim/', pathNot: ['^gateway/sim/http/', '^gateway/sim/routes/', '^gateway/sim/(app|start|cli|feed)\\.js$'] },
      { path: ['^gateway/sim/http/', '^gateway/sim/routes/'], pathNot: '^gateway/sim/http/errors\\.js$' },
    ),
    NEVER(
      'sim-routes-not-other-domains-routes',
      "A domain's routes (gateway/sim/routes/<domain>/) never import another domain's routes: what they share lives in the http kit or a domain.",
      { path: '^gateway/sim/routes/([^/]+)/' },
      { path: '^gateway/sim/routes/[^/]+/', pathNot: '^gateway/sim/routes/$1/' },
    ),
    NEVER('sim-http-kit-not-routes', 'The http kit sits below the routes.', { path: '^gateway/sim/http/' }, { path: '^gateway/sim/routes/' }),
    NEVER(
      'sim-domain-through-face',
      "A sim domain imports another only through its index.ts (its public face); calendar/, shared/ and the HTTP kit's errors are open to all (gateway/sim/README.md).",
      { path: '^gateway/sim/([^/]+)/', pathNot: '^gateway/sim/routes/' },
      {
        path: `^gateway/sim/(${SIM_DOORS})/.`,
        pathNot: ['^gateway/sim/$1/', '^gateway/sim/[^/]+/index\\.js$'],
      },
    ),
    NEVER(
      'sim-routes-through-face',
      "A domain's routes (routes/<domain>/) may read their own domain's internals; every other domain only through its index.ts.",
      { path: '^gateway/sim/routes/([^/]+)/' },
      {
        path: `^gateway/sim/(${SIM_DOORS})/.`,
        pathNot: ['^gateway/sim/$1/', '^gateway/sim/[^/]+/index\\.js$'],
      },
    ),
    NEVER(
      'sim-wiring-through-face',
      'The wiring (app, start, cli, feed, open-store) reads the domains through their faces too.',
      { path: '^gateway/sim/[^/]+\\.js$' },
      {
        path: `^gateway/sim/(${SIM_DOORS})/.`,
        pathNot: '^gateway/sim/[^/]+/index\\.js$',
      },
    ),
    {
      name: 'sim-no-folder-circle',
      comment: 'No circle between sim folders (domains, calendar, shared, store, http, routes): a folder never reaches itself back through another.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^gateway/sim/[^/]+$' },
      to: { path: '^gateway/sim/[^/]+$', circular: true },
    },
    NEVER('production-not-tests', 'Shipped code never imports tests or scripts.', { path: '^(client|gateway|contracts)/' }, { path: '^(test|scripts)/' }),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|data)/' },
    babelConfig: { fileName: 'scripts/imports/babel.config.json' },
    extraExtensionsToScan: ['.ts', '.tsx'],
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.js', '.jsx', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
