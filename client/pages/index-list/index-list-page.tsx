// placeholder until the index-list page lands
/** Renders the page title only; the owning helper replaces this file. */
export default function IndexListPage() {
  return <h1 style={{ margin: 20, fontSize: '1.3rem' }}>指数看板</h1>;
}
