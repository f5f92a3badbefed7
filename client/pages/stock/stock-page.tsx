// placeholder until the stock page lands
/** Renders the page title only; the owning helper replaces this file. */
export default function StockPage() {
  return <h1 style={{ margin: 20, fontSize: '1.3rem' }}>个股详情</h1>;
}
