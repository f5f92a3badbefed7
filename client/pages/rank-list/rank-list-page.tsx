// placeholder until the rank-list page lands
/** Renders the page title only; the owning helper replaces this file. */
export default function RankListPage() {
  return <h1 style={{ margin: 20, fontSize: '1.3rem' }}>明星榜单</h1>;
}
