/**
 * 我的打新日历: a prompt to sign in, or the user's 申购, 缴款 and 上市 reminders (today's bold, past ones muted).
 */
import styled from 'styled-components';
import type { IpoCalendarAnswer } from '../../../../contracts/endpoints/ipo';
import { goToLogin } from '../../../core/go-to-login';
import { Button } from '../../../ui/button';
import { Card, CardHeader } from '../../../ui/panel-styles';
import { rem } from '../../../ui/theme';
import { FilterBar } from '../../../components/data-page/filter-bar';

const Reminders = styled.ol`
  margin: 0;
  padding: ${rem(4)} ${rem(12)} ${rem(12)} ${rem(32)};
  font-size: ${rem(13)};
  li {
    padding: ${rem(4)} 0;
    color: ${({ theme }) => theme.colors.text};
  }
  li[data-past='true'] {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  li[data-today='true'] {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.up};
  }
  .date {
    display: inline-block;
    min-width: ${rem(96)};
    font-family: ${({ theme }) => theme.numericFont};
  }
  .kind {
    display: inline-block;
    min-width: ${rem(40)};
  }
`;

/** See the module comment. */
export function CalendarCard({ cal, signedIn }: { cal: IpoCalendarAnswer | null; signedIn: boolean }) {
  if (!signedIn)
    return (
      <Card data-testid="ipo-calendar">
        <CardHeader>
          <h2>我的打新日历</h2>
        </CardHeader>
        <FilterBar>
          <span className="muted">登录后可把新股加入打新日历，申购日与缴款日提醒您。</span>
          <Button type="button" $small onClick={goToLogin}>
            登录
          </Button>
        </FilterBar>
      </Card>
    );
  return (
    <Card data-testid="ipo-calendar">
      <CardHeader>
        <h2>我的打新日历</h2>
        <span className="muted">{cal ? `${cal.ids.length} 只新股` : ''}</span>
      </CardHeader>
      {cal && cal.reminders.length === 0 && <FilterBar className="muted">日历为空：在“今日申购/待申购”或“待上市”中点“加入日历”。</FilterBar>}
      {cal && cal.reminders.length > 0 && (
        <Reminders aria-label="打新提醒">
          {cal.reminders.map((r) => (
            <li key={`${r.id}-${r.kind}`} data-today={r.today} data-past={r.past} data-kind={r.kind}>
              <span className="date">{r.date}</span>
              <span className="kind">{r.today ? `今日${r.kind}` : r.kind}</span> {r.text}
            </li>
          ))}
        </Reminders>
      )}
    </Card>
  );
}
