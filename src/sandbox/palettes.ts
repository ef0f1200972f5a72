/** `GET /config`, `GET /config/palettes`: the demo palettes and the per-key bootstrap. */
import type { Config, ThemePreset } from '../api/schemas.ts';
import type { Account } from './keys.ts';

/** The checkout palettes every demo key may choose from. */
export const PALETTES: readonly ThemePreset[] = [
  {
    id: 'sunset',
    name: 'Sunset',
    accent: '#c2410c',
    background: '#fffbf5',
    foreground: '#1c1917',
    radius: 12,
  },
  {
    id: 'forest',
    name: 'Forest',
    accent: '#166534',
    background: '#f7fdf9',
    foreground: '#052e16',
    radius: 6,
  },
  {
    id: 'midnight',
    name: 'Midnight',
    accent: '#6366f1',
    background: '#0f172a',
    foreground: '#f1f5f9',
    radius: 16,
  },
  {
    id: 'paper',
    name: 'Paper',
    accent: '#1d4ed8',
    background: '#ffffff',
    foreground: '#111827',
    radius: 0,
  },
];

/** The bootstrap configuration of an account. */
export function configFor(account: Account): Config {
  const palette = PALETTES.find((p) => p.id === account.paletteId) ?? PALETTES[0];
  if (!palette) throw new Error('no palettes');
  return {
    livemode: account.livemode,
    defaultLang: 'en',
    palette,
    paymentProviders: [
      {
        id: account.livemode ? 'sandbox_live' : 'sandbox_test',
        name: 'Sandbox payments',
        livemode: account.livemode,
      },
    ],
    paymentMethods: [
      { id: 'card', name: 'Card' },
      { id: 'free', name: 'Free ticket' },
    ],
  };
}
