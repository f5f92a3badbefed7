/**
 * The holding dialog (持仓) of one watchlist item: 持仓数量, 成本价 and 买入日期, checked as they are
 * typed with the same rules the server applies (contracts/holdings.ts: whole 手 of 100 for A-shares,
 * whole shares for HK, a date not after today), each error in Chinese under its field. 保存 sends it;
 * a refusal from the server shows above the buttons and keeps what was typed. 清除持仓 removes an
 * existing holding. Enter saves, Escape closes.
 */
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { WatchlistItem } from '../../../contracts/endpoints/watchlist';
import {
  checkHolding,
  holdingToday,
  HOLDING_LIMITS,
  lotRuleOf,
  quantityUnit,
  type Holding,
  type HoldingErrors,
  type HoldingField,
} from '../../../contracts/holdings';
import { errorMessage } from '../../state/watchlist-store';
import { removeHolding, saveHolding } from '../../state/holdings';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { rem } from '../../ui/theme';
import { DialogError, DialogInput } from './watchlist-styles';

const Field = styled.label`
  display: block;
  margin-bottom: ${rem(2)};
  font-size: ${rem(13)};
  color: ${({ theme }) => theme.colors.textSecondary};
  span {
    display: block;
    margin-bottom: ${rem(4)};
  }
`;

const Lead = styled.p`
  margin: 0 0 ${rem(10)};
  color: ${({ theme }) => theme.colors.text};
  small {
    margin-left: ${rem(6)};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Props of {@link HoldingDialog}. */
export interface HoldingDialogProps {
  item: WatchlistItem;
  /** The saved holding, if any. */
  holding: Holding | undefined;
  /** Time of the item's latest quote (its date may be later than the browser's). */
  quoteTs?: number | undefined;
  onClose(): void;
}

/** See the module comment. */
export function HoldingDialog({ item, holding, quoteTs, onClose }: HoldingDialogProps) {
  const rule = lotRuleOf(item.code, item.kind);
  const today = holdingToday(Date.now(), quoteTs);
  const [form, setForm] = useState({
    quantity: holding ? String(holding.quantity) : '',
    cost: holding ? String(holding.cost) : '',
    buyDate: holding?.buyDate ?? today,
  });
  const [touched, setTouched] = useState<ReadonlySet<HoldingField>>(new Set());
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const check = checkHolding(form, { rule, today });
  const errors: HoldingErrors = check.ok ? {} : check.errors;
  const shown = (f: HoldingField) => (touched.has(f) ? (errors[f] ?? null) : null);
  const unit = quantityUnit(rule);
  const currency = item.code.endsWith('.HK') ? '港元' : '元';

  const edit = (f: HoldingField, value: string) => {
    setForm((v) => ({ ...v, [f]: value }));
    setTouched((t) => new Set(t).add(f));
    setServerError(null);
  };
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    setTouched(new Set(['quantity', 'cost', 'buyDate']));
    if (!check.ok || busy) return;
    setBusy(true);
    saveHolding(item.code, check.value).subscribe({
      next: onClose,
      error: (err: unknown) => {
        setBusy(false);
        setServerError(errorMessage(err));
      },
    });
  };
  const clear = () => {
    setBusy(true);
    removeHolding(item.code).subscribe({
      next: onClose,
      error: (err: unknown) => {
        setBusy(false);
        setServerError(errorMessage(err));
      },
    });
  };

  const placeholder = rule === 'lot' ? `${HOLDING_LIMITS.lot} 股的整数倍` : rule === 'share' ? '整数股' : `最多 ${HOLDING_LIMITS.unitDecimals} 位小数`;
  return (
    <Modal
      title={holding ? '修改持仓' : '录入持仓'}
      onClose={onClose}
      footer={
        <>
          {holding && (
            <Button type="button" $variant="text" onClick={clear} disabled={busy} data-testid="holding-clear">
              清除持仓
            </Button>
          )}
          <span style={{ flex: 1 }} />
          <Button type="button" onClick={onClose}>
            取消
          </Button>
          <Button type="button" $variant="primary" onClick={() => submit()} disabled={busy} data-testid="holding-save">
            {busy ? '保存中…' : '保存'}
          </Button>
        </>
      }
    >
      <form onSubmit={submit} noValidate data-testid="holding-form">
        <Lead>
          {item.name}
          <small>{item.code}</small>
        </Lead>
        {errors.code ? (
          <DialogError role="alert">{errors.code}</DialogError>
        ) : (
          <>
            <Field htmlFor={`${id}-q`}>
              <span>持仓数量（{unit}）</span>
              <DialogInput
                id={`${id}-q`}
                autoFocus
                inputMode={rule === 'unit' ? 'decimal' : 'numeric'}
                value={form.quantity}
                placeholder={placeholder}
                $invalid={shown('quantity') !== null}
                aria-invalid={shown('quantity') !== null}
                onChange={(e) => edit('quantity', e.target.value)}
              />
            </Field>
            <DialogError role="alert">{shown('quantity')}</DialogError>
            <Field htmlFor={`${id}-c`}>
              <span>
                成本价（{currency}/{unit}）
              </span>
              <DialogInput
                id={`${id}-c`}
                inputMode="decimal"
                value={form.cost}
                placeholder={`最多 ${HOLDING_LIMITS.costDecimals} 位小数`}
                $invalid={shown('cost') !== null}
                aria-invalid={shown('cost') !== null}
                onChange={(e) => edit('cost', e.target.value)}
              />
            </Field>
            <DialogError role="alert">{shown('cost')}</DialogError>
            <Field htmlFor={`${id}-d`}>
              <span>买入日期</span>
              <DialogInput
                id={`${id}-d`}
                type="date"
                min={HOLDING_LIMITS.earliestDate}
                max={today}
                value={form.buyDate}
                $invalid={shown('buyDate') !== null}
                aria-invalid={shown('buyDate') !== null}
                onChange={(e) => edit('buyDate', e.target.value)}
              />
            </Field>
            <DialogError role="alert">{shown('buyDate')}</DialogError>
            {/* Enter in a field submits. */}
            <button type="submit" hidden aria-hidden tabIndex={-1} />
          </>
        )}
        {serverError && <DialogError role="alert">{serverError}</DialogError>}
      </form>
    </Modal>
  );
}
