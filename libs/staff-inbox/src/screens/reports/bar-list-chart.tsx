import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { axisColor } from './chart-colors.ts';

const width = 720;
const rowHeight = 26;
const labelWidth = 230;

/** Horizontal bars, one a row, each named and numbered on the chart itself; the longest fills the width. */
export function BarListChart({
  labelledBy,
  rows,
  color,
}: {
  labelledBy: string;
  rows: { label: string; value: number }[];
  color: string;
}) {
  const height = Math.max(1, rows.length) * rowHeight + 8;
  const y = scaleBand({ domain: rows.map((_, i) => String(i)), range: [4, height - 4], padding: 0.2 });
  const x = scaleLinear({
    domain: [0, Math.max(1, ...rows.map((row) => row.value))],
    range: [0, width - labelWidth - 70],
  });
  const short = (label: string) => (label.length > 30 ? `${label.slice(0, 29)}…` : label);
  return (
    <svg
      role="img"
      aria-labelledby={labelledBy}
      viewBox={`0 0 ${width} ${height}`}
      width="100%"
      preserveAspectRatio="xMinYMin meet"
      style={{ maxWidth: '100%', height: 'auto', display: 'block' }}
    >
      {rows.map((row, i) => {
        const top = y(String(i)) ?? 0;
        return (
          <Group key={`${row.label}-${i}`} top={top}>
            <text
              x={labelWidth - 8}
              y={y.bandwidth() / 2 + 4}
              textAnchor="end"
              fill={axisColor}
              fontSize={13}
            >
              {short(row.label)}
            </text>
            <Bar x={labelWidth} y={0} width={x(row.value)} height={y.bandwidth()} fill={color} />
            <text x={labelWidth + x(row.value) + 6} y={y.bandwidth() / 2 + 4} fill={axisColor} fontSize={13}>
              {row.value}
            </text>
          </Group>
        );
      })}
    </svg>
  );
}
