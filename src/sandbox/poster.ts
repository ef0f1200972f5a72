/** Small SVG posters served by the sandbox (`/sandbox/poster/<slug>.svg`), so demo events have images offline. */
import type { EventDetail } from '../api/schemas.ts';

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A 600×800 poster with the event's title, date and venue. */
export function posterSvg(event: EventDetail): string {
  const accent = event.tiers.find((t) => t.color)?.color ?? '#c2410c';
  const words = event.title.split(' ');
  const lines: string[] = [];
  for (const w of words) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${w}`.length <= 14) lines[lines.length - 1] = `${last} ${w}`;
    else lines.push(w);
  }
  const title = lines
    .map(
      (l, i) =>
        `<text x="48" y="${300 + i * 72}" font-size="64" font-weight="700">${escapeXml(l)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800" viewBox="0 0 600 800" role="img" aria-label="${escapeXml(event.title)}">
<rect width="600" height="800" fill="#1c1917"/>
<circle cx="460" cy="170" r="130" fill="${accent}"/>
<g fill="#fafaf9" font-family="system-ui, sans-serif">${title}
<text x="48" y="690" font-size="30">${escapeXml(event.startsAt.replace('T', ' '))}</text>
<text x="48" y="735" font-size="26" fill="#d6d3d1">${escapeXml(event.venueName)}</text></g>
</svg>`;
}
