/** The 「快捷键」 dialog of the stock page (opened with `?`). */
import styled from 'styled-components';
import { Modal } from '../../../ui/modal';
import { rem } from '../../../ui/theme';
import { SHORTCUT_ROWS } from '../stock-keys';

const Rows = styled.table`
  border-collapse: collapse;
  font-size: ${rem(13)};
  th,
  td {
    padding: ${rem(4)} ${rem(12)};
    text-align: left;
  }
  kbd {
    font-family: ${({ theme }) => theme.numericFont};
    padding: 0 ${rem(4)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${rem(3)};
  }
`;

/** See the module comment. */
export function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  return (
    <Modal title="快捷键" onClose={onClose}>
      <Rows data-testid="shortcuts">
        <tbody>
          {SHORTCUT_ROWS.map((r) => (
            <tr key={r.keys}>
              <td>
                <kbd>{r.keys}</kbd>
              </td>
              <td>{r.action}</td>
            </tr>
          ))}
        </tbody>
      </Rows>
    </Modal>
  );
}
