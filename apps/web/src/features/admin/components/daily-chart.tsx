import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { axisTicks, barHeights, formatDay } from '../lib/admin-format';

const HEIGHT = 140;
const AXIS = 56;
const BAR_GAP = 2;

/**
 * A bar chart of one figure per day, drawn as SVG. The picture is hidden from screen readers (role="img" with a
 * summary label); the same figures are offered as a table next to it.
 */
export function DailyBarChart({
  title,
  days,
  values,
  format,
  color,
  minTop = 0,
  emptyText,
}: {
  title: string;
  days: string[];
  values: number[];
  format: (v: number) => string;
  color: string;
  /** The smallest axis maximum (whole-number ticks for counts, a readable scale for an empty series). */
  minTop?: number;
  /** Shown over the chart when every value is zero. */
  emptyText?: string;
}) {
  const { t, i18n } = useTranslation('admin');
  const uid = useId();
  const heights = barHeights(values, HEIGHT, minTop);
  const ticks = axisTicks(Math.max(0, ...values), 4, minTop);
  const top = ticks[ticks.length - 1] ?? 1;
  // 16 units per bar for a month; wider bars for short series so the picture keeps a readable scale
  const slot = Math.max(16, Math.floor(480 / Math.max(1, days.length)));
  const labelEvery = Math.max(1, Math.round(112 / slot));
  const width = AXIS + days.length * slot + 8;
  const total = values.reduce((a, b) => a + b, 0);
  const peak = Math.max(0, ...values);
  const label = t('console.overview.chartSummary', {
    title,
    from: days[0] ? formatDay(days[0], i18n.language) : '',
    to: days.at(-1) ? formatDay(days.at(-1) ?? '', i18n.language) : '',
    total: format(total),
    peak: format(peak),
  });
  return (
    <figure className="min-w-0">
      <figcaption id={`${uid}-cap`} className="mb-2 text-sm font-semibold text-ink-800">
        {title}
      </figcaption>
      {/* time runs left to right in every language */}
      <div className="relative overflow-x-auto" dir="ltr">
        {peak === 0 && emptyText ? (
          <p className="absolute inset-x-0 top-1/3 text-center text-sm text-ink-500" dir="auto">
            {emptyText}
          </p>
        ) : null}
        <svg
          role="img"
          aria-label={label}
          viewBox={`0 0 ${width} ${HEIGHT + 28}`}
          className="h-auto w-full min-w-[30rem]"
        >
          {ticks.map((tick) => {
            const y = 8 + HEIGHT - (tick / top) * HEIGHT;
            return (
              <g key={tick}>
                <line x1={AXIS} x2={width} y1={y} y2={y} className="stroke-ink-200" strokeWidth={1} />
                <text x={AXIS - 6} y={y + 4} textAnchor="end" className="fill-ink-500 text-[10px]">
                  {format(tick)}
                </text>
              </g>
            );
          })}
          {days.map((day, i) => {
            const h = heights[i] ?? 0;
            const x = AXIS + i * slot + BAR_GAP;
            return (
              <g key={day}>
                <rect x={x} y={8 + HEIGHT - h} width={slot - BAR_GAP * 2} height={h} rx={2} className={color}>
                  <title>{`${formatDay(day, i18n.language)}: ${format(values[i] ?? 0)}`}</title>
                </rect>
                {i % labelEvery === 0 ? (
                  <text
                    x={x + (slot - BAR_GAP * 2) / 2}
                    y={HEIGHT + 24}
                    textAnchor="middle"
                    className="fill-ink-500 text-[10px]"
                  >
                    {formatDay(day, i18n.language)}
                  </text>
                ) : null}
              </g>
            );
          })}
        </svg>
      </div>
    </figure>
  );
}
