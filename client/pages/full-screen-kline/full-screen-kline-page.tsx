// placeholder until the full-screen-kline page lands
/** Renders the page title only; the owning helper replaces this file. */
export default function FullScreenKLinePage() {
  return <h1 style={{ margin: 20, fontSize: '1.3rem' }}>全屏K线</h1>;
}
