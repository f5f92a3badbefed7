/**
 * A row of tabs over a list of choices (role `tablist`, the selected tab `aria-selected` and
 * underlined), as the market pages' card headers show them.
 */
import { Tab, TabBar } from './panel-styles';

/** One tab: its key (what selecting it reports) and its text. */
export interface TabChoice<K> {
  key: K;
  label: string;
}

/** Props of {@link TabStrip}. */
export interface TabStripProps<K> {
  /** Accessible name of the tab list, e.g. `榜单`. */
  label: string;
  tabs: ReadonlyArray<TabChoice<K>>;
  selected: K;
  onSelect(key: K): void;
}

/** See the module comment. */
export function TabStrip<K extends string | number>({ label, tabs, selected, onSelect }: TabStripProps<K>) {
  return (
    <TabBar role="tablist" aria-label={label}>
      {tabs.map((t) => (
        <Tab key={t.key} type="button" role="tab" aria-selected={t.key === selected} $active={t.key === selected} onClick={() => onSelect(t.key)}>
          {t.label}
        </Tab>
      ))}
    </TabBar>
  );
}
