/**
 * The first half of a language's catalogue, as the loader loads it with the mode's chunk: its
 * texts (the loader's own among them) and its purchase half's file and sha384.
 */
import type { CatalogueChunk, ChunkSource } from '../shared/contract';
import { logWarn } from '../shared/log';

/** Catalogue `code`'s first half; undefined for English (built in) or, with a warning, when its chunk failed. */
export function loadCatalogue(
  chunks: ChunkSource,
  code: string,
): Promise<CatalogueChunk | undefined> {
  if (code === 'en' || !chunks.languages.includes(code)) return Promise.resolve(undefined);
  // A language chunk's module type (every one has the shape of `de`'s).
  return chunks.load(code as 'de').catch(() => {
    logWarn(`The "${code}" texts could not be loaded: showing English.`);
    return undefined;
  });
}
