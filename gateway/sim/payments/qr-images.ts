/**
 * The pay QR as a PNG data URL, rendered once per `prepayId` and kept (an order's cashier URL never
 * changes): polling one order costs nothing after its first answer, and the order list carries URLs
 * only, so no call renders dozens of QRs on the request loop.
 */
import QRCode from 'qrcode';
import { Lru } from '../shared/lru';

/** QRs kept: more than the open orders of many users at once (each ~3 KB). */
export const QR_CACHE_SIZE = 2_000;

/** See the module comment. */
export class QrImages {
  private readonly images: Lru<string, string>;
  private readonly pending = new Map<string, Promise<string>>();
  /** How many QRs were actually rendered (tests, metrics). */
  rendered = 0;

  constructor(capacity = QR_CACHE_SIZE) {
    this.images = new Lru(capacity);
  }

  /** The QR of `url`, the cashier address of `prepayId` (one render shared by concurrent askers; a failed one is not kept). */
  of(prepayId: string, url: string): Promise<string> {
    const key = `${prepayId}\n${url}`;
    const done = this.images.get(key);
    if (done !== undefined) return Promise.resolve(done);
    let image = this.pending.get(key);
    if (!image) {
      this.rendered++;
      image = QRCode.toDataURL(url, { errorCorrectionLevel: 'M', margin: 1, width: 220 }).then((png) => {
        this.images.set(key, png);
        return png;
      });
      const settled = () => this.pending.delete(key);
      image.then(settled, settled);
      this.pending.set(key, image);
    }
    return image;
  }
}
