/**
 * The module catalogue of the stock page (spec §7 catalog with client=pcv2, setCatalog): links to
 * the module pages (估值分位, 成长能力, PE/PB Band, …) for this security, and an edit mode where a
 * signed-in user reorders (drag, or ↑/↓) and hides entries, then saves.
 */
import { useRef } from 'react';
import styled from 'styled-components';
import type { CatalogEntry } from '../../../../contracts/endpoints/market-data';
import type { SecurityId } from '../../../../contracts/market';
import { goToLogin } from '../../../core/go-to-login';
import { currentToken } from '../../../state/session';
import { AppLink } from '../../../ui/app-link';
import { Button } from '../../../ui/button';
import { rem } from '../../../ui/theme';
import { moduleHref } from '../catalog-edit';
import type { Loadable } from '../../../core/loadable';
import { LoadStatus } from '../../../ui/load-status';
import { Card, CardHeader, StatusLine } from '../../../ui/panel-styles';
import type { ModuleSummaries } from '../../../components/fundamentals/module-summaries.streams';
import { ModuleSummaryView } from '../../../components/fundamentals/module-summary';

const Links = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${rem(140)}, 1fr));
  gap: ${rem(8)};
  margin: 0;
  padding: ${rem(12)};
  list-style: none;
  li {
    display: flex;
  }
  a {
    display: block;
    flex: 1;
    padding: ${rem(8)} ${rem(6)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${rem(6)};
    color: ${({ theme }) => theme.colors.text};
    font-size: ${rem(13)};
    text-align: center;
  }
  a:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const EditList = styled.ol`
  margin: 0;
  padding: ${rem(8)} ${rem(12)};
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: ${rem(8)};
    padding: ${rem(5)} ${rem(6)};
    border-bottom: 1px dashed ${({ theme }) => theme.colors.border};
    font-size: ${rem(13)};
    cursor: grab;
  }
  li[data-hidden='true'] span {
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: line-through;
  }
  span {
    flex: 1;
  }
`;

/** Sends an anonymous user to login (remembering this page); true when signed in. */
function signedInOrLogin(): boolean {
  if (currentToken() !== null) return true;
  goToLogin();
  return false;
}

/** Props of {@link CatalogPanel}. */
export interface CatalogPanelProps {
  id: SecurityId;
  catalog: Loadable<CatalogEntry[]>;
  draft: CatalogEntry[] | null;
  saving: boolean;
  onEdit(): void;
  onMove(key: string, to: number): void;
  onToggle(key: string): void;
  onCancel(): void;
  onSave(entries: readonly CatalogEntry[]): void;
  /** Key figure and sparkline per module (companies only). */
  summaries?: ModuleSummaries;
}

/** See the module comment. */
export function CatalogPanel({ id, catalog, draft, saving, onEdit, onMove, onToggle, onCancel, onSave, summaries }: CatalogPanelProps) {
  const dragged = useRef<string | null>(null);
  const visible = (catalog.data ?? []).filter((e) => e.visible);
  return (
    <Card aria-label="个股模块" data-testid="catalog-panel">
      <CardHeader>
        <h2>个股模块</h2>
        <span className="spacer" />
        {draft ? (
          <>
            <Button type="button" $small onClick={onCancel} disabled={saving}>
              取消
            </Button>
            <Button type="button" $small $variant="primary" onClick={() => onSave(draft)} disabled={saving}>
              {saving ? '保存中…' : '保存'}
            </Button>
          </>
        ) : (
          catalog.data && (
            <Button type="button" $small $variant="text" onClick={() => signedInOrLogin() && onEdit()}>
              编辑
            </Button>
          )
        )}
      </CardHeader>
      <LoadStatus value={catalog} />
      {draft ? (
        <EditList aria-label="编辑模块顺序">
          {draft.map((e, i) => (
            <li
              key={e.key}
              draggable
              data-hidden={!e.visible}
              onDragStart={() => (dragged.current = e.key)}
              onDragOver={(ev) => ev.preventDefault()}
              onDrop={() => {
                if (dragged.current && dragged.current !== e.key) onMove(dragged.current, i);
                dragged.current = null;
              }}
            >
              <input type="checkbox" checked={e.visible} onChange={() => onToggle(e.key)} aria-label={`显示${e.title}`} />
              <span>{e.title}</span>
              <Button type="button" $small $variant="text" aria-label={`上移${e.title}`} disabled={i === 0} onClick={() => onMove(e.key, i - 1)}>
                ↑
              </Button>
              <Button type="button" $small $variant="text" aria-label={`下移${e.title}`} disabled={i === draft.length - 1} onClick={() => onMove(e.key, i + 1)}>
                ↓
              </Button>
            </li>
          ))}
        </EditList>
      ) : (
        catalog.data &&
        (visible.length === 0 ? (
          <StatusLine>所有模块已隐藏，点击“编辑”重新显示</StatusLine>
        ) : (
          <Links>
            {visible.map((e) => (
              <li key={e.key}>
                <AppLink href={moduleHref(e, id)}>
                  {e.title}
                  {summaries?.[e.key] && <ModuleSummaryView summary={summaries[e.key]!} />}
                </AppLink>
              </li>
            ))}
          </Links>
        ))
      )}
    </Card>
  );
}
