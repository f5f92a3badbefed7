/**
 * 股东户数 chart: a bar per 统计截止日 for 户数 (left axis) and a line of the 截止日 close (right
 * axis), oldest on the left. SVG sized to its box (redrawn on resize), theme colours; the keyboard
 * moves a highlighted date with ←/→ (Home/End) and a readout names its figures.
 */
import { useEffect, useRef, useState } from 'react';
import styled, { useTheme } from 'styled-components';
import type { HolderNumRow } from '../../../../contracts/endpoints/disclosures';
import { formatLargeNumber } from '../../../../contracts/format';
import { rem } from '../../../ui/theme';

const Box = styled.figure`
  margin: 0;
  padding: ${rem(8)} ${rem(12)};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
  }
  .readout {
    min-height: ${rem(18)};
    font-size: ${rem(12)};
    color: ${({ theme }) => theme.colors.textSecondary};
    font-family: ${({ theme }) => theme.numericFont};
  }
  .legend {
    display: flex;
    gap: ${rem(16)};
    font-size: ${rem(12)};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .legend i {
    display: inline-block;
    width: ${rem(10)};
    height: ${rem(10)};
    margin-right: ${rem(4)};
    vertical-align: middle;
  }
  svg {
    display: block;
    width: 100%;
  }
`;

const HEIGHT = 280;
const PAD = { top: 12, right: 60, bottom: 26, left: 64 };
const PRICE_COLOR = '#F5A623';

function ticks(lo: number, hi: number, n = 4): number[] {
  const span = hi - lo || Math.abs(hi) || 1;
  const step0 = span / n;
  const mag = 10 ** Math.floor(Math.log10(step0));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * mag).find((s) => s >= step0) ?? step0;
  const out: number[] = [];
  // From the tick at or below `lo` to the first at or above `hi`, so the data never leaves the axis.
  for (let v = Math.floor(lo / step) * step; ; v += step) {
    out.push(v);
    if (v >= hi - 1e-9) break;
  }
  return out;
}

/** Props of {@link HolderNumChart}. */
export interface HolderNumChartProps {
  /** Rows newest first (as the endpoint answers). */
  rows: readonly HolderNumRow[];
}

/** See the module comment. */
export function HolderNumChart({ rows }: HolderNumChartProps) {
  const theme = useTheme();
  const ref = useRef<HTMLElement>(null);
  const [width, setWidth] = useState(800);
  const [active, setActive] = useState<number | null>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const ro = new ResizeObserver(() => setWidth(Math.max(280, el.clientWidth - 24)));
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  const data = [...rows].reverse();
  const n = data.length;
  if (n === 0) return null;
  const w = width - PAD.left - PAD.right;
  const h = HEIGHT - PAD.top - PAD.bottom;
  const maxH = Math.max(...data.map((r) => r.holders));
  const hTicks = ticks(0, maxH);
  const hTop = hTicks[hTicks.length - 1]! || 1;
  const closes = data.map((r) => r.close);
  const pLo = Math.min(...closes);
  const pHi = Math.max(...closes);
  const pTicks = ticks(pLo - (pHi - pLo) * 0.05, pHi + (pHi - pLo) * 0.05);
  const pMin = pTicks[0]!;
  const pMax = pTicks[pTicks.length - 1]! === pMin ? pMin + 1 : pTicks[pTicks.length - 1]!;
  const slot = w / n;
  const x = (i: number) => PAD.left + slot * (i + 0.5);
  const yH = (v: number) => PAD.top + h - (v / hTop) * h;
  const yP = (v: number) => PAD.top + h - ((v - pMin) / (pMax - pMin)) * h;
  const line = data.map((r, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${yP(r.close).toFixed(1)}`).join('');
  const labelEvery = Math.max(1, Math.ceil(n / Math.max(2, Math.floor(w / 90))));
  const cur = active === null ? null : data[active];
  const onKey = (e: React.KeyboardEvent) => {
    const next =
      e.key === 'ArrowRight'
        ? Math.min(n - 1, (active ?? -1) + 1)
        : e.key === 'ArrowLeft'
          ? Math.max(0, (active ?? n) - 1)
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? n - 1
              : null;
    if (next === null) return;
    e.preventDefault();
    setActive(next);
  };
  return (
    <Box
      ref={ref}
      tabIndex={0}
      onKeyDown={onKey}
      onMouseLeave={() => setActive(null)}
      onMouseMove={(e) => {
        const svg = e.currentTarget.querySelector('svg');
        if (!svg) return;
        const box = svg.getBoundingClientRect();
        const i = Math.floor(((e.clientX - box.left) * (width / box.width) - PAD.left) / slot);
        setActive(i >= 0 && i < n ? i : null);
      }}
      aria-label="股东户数与股价走势（←/→ 查看各期数值）"
      data-testid="holder-num-chart"
      data-points={n}
    >
      <div className="legend">
        <span>
          <i style={{ background: theme.colors.primary }} />
          股东户数
        </span>
        <span>
          <i style={{ background: PRICE_COLOR }} />
          股价(元)
        </span>
      </div>
      <svg height={HEIGHT} viewBox={`0 0 ${width} ${HEIGHT}`} role="img" aria-hidden="true">
        {hTicks.map((v) => (
          <g key={`h${v}`}>
            <line x1={PAD.left} x2={PAD.left + w} y1={yH(v)} y2={yH(v)} stroke={theme.colors.border} strokeWidth={1} />
            <text x={PAD.left - 6} y={yH(v) + 4} textAnchor="end" fontSize={11} fill={theme.colors.textMuted}>
              {formatLargeNumber(v, 1)}
            </text>
          </g>
        ))}
        {pTicks.map((v) => (
          <text key={`p${v}`} x={PAD.left + w + 6} y={yP(v) + 4} fontSize={11} fill={PRICE_COLOR}>
            {v.toFixed(v >= 100 ? 0 : 2)}
          </text>
        ))}
        {data.map((r, i) => (
          <rect
            key={r.date}
            x={x(i) - Math.max(1, slot * 0.32)}
            width={Math.max(2, slot * 0.64)}
            y={yH(r.holders)}
            height={Math.max(0, PAD.top + h - yH(r.holders))}
            fill={theme.colors.primary}
            opacity={active === null || active === i ? 0.85 : 0.45}
          >
            <title>{`${r.date} 股东户数 ${r.holders} 收盘 ${r.close}`}</title>
          </rect>
        ))}
        <path d={line} fill="none" stroke={PRICE_COLOR} strokeWidth={2} />
        {data.map((r, i) =>
          (n - 1 - i) % labelEvery === 0 ? (
            <text key={`d${r.date}`} x={x(i)} y={HEIGHT - 6} textAnchor="middle" fontSize={11} fill={theme.colors.textMuted}>
              {r.date.slice(0, 7)}
            </text>
          ) : null,
        )}
        {cur && active !== null && <line x1={x(active)} x2={x(active)} y1={PAD.top} y2={PAD.top + h} stroke={theme.colors.textMuted} strokeDasharray="3 3" />}
      </svg>
      <figcaption className="readout" data-testid="holder-num-readout">
        {cur
          ? `${cur.date} · 股东户数 ${cur.holders.toLocaleString('zh-CN')} · ${cur.change === null ? '' : `较上期 ${cur.change > 0 ? '+' : ''}${cur.change.toLocaleString('zh-CN')} · `}收盘 ${cur.close.toFixed(2)}元`
          : '鼠标悬停或按 ←/→ 查看各期数值'}
      </figcaption>
    </Box>
  );
}
