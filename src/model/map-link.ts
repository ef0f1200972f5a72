/**
 * The venue on a map: OpenStreetMap at its coordinates, else a search for its address. An
 * `https:` address with the venue's own facts only.
 */

/** Where a venue is: its coordinates, else its address. */
export interface Venue {
  venueName: string;
  address?: string | null | undefined;
  lat?: number | null | undefined;
  lng?: number | null | undefined;
}

/** The venue on OpenStreetMap: a marker at `lat`/`lng`, else a search for its address; null with neither. */
export function mapUrl(venue: Venue): string | null {
  const { lat, lng } = venue;
  const valid = (n: unknown, max: number): n is number =>
    typeof n === 'number' && Number.isFinite(n) && Math.abs(n) <= max;
  if (valid(lat, 90) && valid(lng, 180)) {
    const url = new URL('https://www.openstreetmap.org/');
    url.search = new URLSearchParams({ mlat: String(lat), mlon: String(lng) }).toString();
    url.hash = `map=17/${lat}/${lng}`;
    return url.href;
  }
  const address = venue.address?.trim();
  if (!address) return null;
  const url = new URL('https://www.openstreetmap.org/search');
  url.search = new URLSearchParams({ query: `${venue.venueName}, ${address}` }).toString();
  return url.href;
}
