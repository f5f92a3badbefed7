// placeholder until the home page lands
/** Renders the page title only; the owning helper replaces this file. */
export default function HomePage() {
  return <h1 style={{ margin: 20, fontSize: '1.3rem' }}>行情</h1>;
}
