import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, LinePath } from '@visx/shape';
import { axisColor } from './chart-colors.ts';

export interface ColumnSeries {
  name: string;
  color: string;
  /** Bars are stacked; lines are drawn over them. A null is a gap, never a zero. */
  kind: 'bar' | 'line';
  values: (number | null)[];
}

const width = 720;
const height = 280;
const margin = { top: 12, right: 12, bottom: 44, left: 52 };
const tick = { fill: axisColor, fontSize: 12, fontFamily: 'inherit' } as const;

/**
 * Columns over categories (weeks): the bar series stacked, the line series
 * over them. Drawn at a fixed size and scaled to its box, so it fits a phone,
 * a desktop and an A4 page alike. An image with the caption's name: the
 * table beside it holds the numbers.
 */
export function ColumnChart({
  labelledBy,
  categories,
  series,
  unit,
}: {
  labelledBy: string;
  categories: string[];
  series: ColumnSeries[];
  unit?: string;
}) {
  const inner = { width: width - margin.left - margin.right, height: height - margin.top - margin.bottom };
  const x = scaleBand({ domain: categories, range: [0, inner.width], padding: 0.2 });
  const stacked = categories.map((_, i) =>
    series.filter((s) => s.kind === 'bar').reduce((sum, s) => sum + (s.values[i] ?? 0), 0),
  );
  const lines = series
    .filter((s) => s.kind === 'line')
    .flatMap((s) => s.values.filter((v): v is number => v !== null));
  const top = Math.max(1, ...stacked, ...lines);
  const y = scaleLinear({ domain: [0, top], range: [inner.height, 0], nice: true });
  const every = Math.max(1, Math.ceil(categories.length / 8));
  return (
    <svg
      role="img"
      aria-labelledby={labelledBy}
      viewBox={`0 0 ${width} ${height}`}
      width="100%"
      preserveAspectRatio="xMinYMin meet"
      style={{ maxWidth: '100%', height: 'auto', display: 'block' }}
    >
      <Group left={margin.left} top={margin.top}>
        {categories.map((category, i) => {
          let base = 0;
          return series
            .filter((s) => s.kind === 'bar')
            .map((s) => {
              const value = s.values[i] ?? 0;
              const bar = (
                <Bar
                  key={`${category}-${s.name}`}
                  x={x(category) ?? 0}
                  y={y(base + value)}
                  width={x.bandwidth()}
                  height={y(base) - y(base + value)}
                  fill={s.color}
                />
              );
              base += value;
              return bar;
            });
        })}
        {series
          .filter((s) => s.kind === 'line')
          .map((s) => (
            <LinePath
              key={s.name}
              data={s.values.map((value, i) => ({ value, category: categories[i] ?? '' }))}
              defined={(point) => point.value !== null}
              x={(point) => (x(point.category) ?? 0) + x.bandwidth() / 2}
              y={(point) => y(point.value ?? 0)}
              stroke={s.color}
              strokeWidth={3}
            />
          ))}
        <AxisLeft
          scale={y}
          numTicks={5}
          stroke={axisColor}
          tickStroke={axisColor}
          tickLabelProps={() => ({ ...tick, textAnchor: 'end', dx: -4, dy: 4 })}
          label={unit}
          labelProps={{ ...tick, textAnchor: 'middle' }}
        />
        <AxisBottom
          top={inner.height}
          scale={x}
          stroke={axisColor}
          tickStroke={axisColor}
          tickValues={categories.filter((_, i) => i % every === 0)}
          tickLabelProps={() => ({ ...tick, textAnchor: 'middle' })}
        />
      </Group>
    </svg>
  );
}
