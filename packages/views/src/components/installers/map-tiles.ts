/**
 * The arithmetic of our own static map (spec §9 "Map zoom default 13, range 1-21"): which raster
 * tiles of the usual z/x/y Web Mercator scheme lie around a point, and where each goes relative to
 * the point. No map library: the view places plain <img> tiles with these offsets.
 */
import { MAP_ZOOM_MAX, MAP_ZOOM_MIN } from '@tireshop/core';

/** OpenStreetMap's standard tiles; a host may point the map at its own tile server. */
export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const MAP_ATTRIBUTION = '© OpenStreetMap contributors';
export const MAP_ATTRIBUTION_URL = 'https://www.openstreetmap.org/copyright';
/** The tile server's deepest zoom; beyond it the map enlarges the deepest tiles (up to MAP_ZOOM_MAX). */
export const DEFAULT_MAX_TILE_ZOOM = 19;
export const TILE_SIZE = 256;
/** Web Mercator stops short of the poles. */
const MAX_LATITUDE = 85.05112878;

export interface MapTile {
  key: string;
  /** The tile's address on the server (x wrapped around the world). */
  z: number;
  x: number;
  y: number;
  /** Where the tile's top-left corner goes, in CSS pixels from the point shown. */
  left: number;
  top: number;
}

export interface MapTileLayout {
  /** Displayed edge of one tile (256, or larger past the server's deepest zoom). */
  size: number;
  tiles: MapTile[];
}

export const clampZoom = (zoom: number) => Math.min(MAP_ZOOM_MAX, Math.max(MAP_ZOOM_MIN, Math.round(zoom)));

/** The point in tile units at zoom `z` (fractional: the part after the point is the spot within the tile). */
export function tilePosition(latitude: number, longitude: number, z: number): { x: number; y: number } {
  const n = 2 ** z;
  const lat = (Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, latitude)) * Math.PI) / 180;
  return {
    x: ((longitude + 180) / 360) * n,
    y: ((1 - Math.log(Math.tan(lat) + 1 / Math.cos(lat)) / Math.PI) / 2) * n,
  };
}

/**
 * The tiles around a point: `columns` × `rows` tiles centred on the point's tile (5 × 3 covers a
 * box up to 1024 × 512 pixels around the point at any offset within the tile). Rows beyond the
 * poles are left out; columns wrap around the world as a map does.
 */
export function mapTiles(
  point: { latitude: number; longitude: number },
  zoom: number,
  { maxTileZoom = DEFAULT_MAX_TILE_ZOOM, columns = 5, rows = 3 }: { maxTileZoom?: number; columns?: number; rows?: number } = {},
): MapTileLayout {
  const z = clampZoom(zoom);
  const tileZoom = Math.min(z, maxTileZoom);
  const size = TILE_SIZE * 2 ** (z - tileZoom);
  const n = 2 ** tileZoom;
  const at = tilePosition(point.latitude, point.longitude, tileZoom);
  const cx = Math.floor(at.x);
  const cy = Math.floor(at.y);
  const tiles: MapTile[] = [];
  for (let dy = -Math.floor(rows / 2); dy <= Math.floor(rows / 2); dy++) {
    const ty = cy + dy;
    if (ty < 0 || ty >= n) continue;
    for (let dx = -Math.floor(columns / 2); dx <= Math.floor(columns / 2); dx++) {
      const tx = cx + dx;
      tiles.push({
        key: `${tileZoom}/${tx}/${ty}`,
        z: tileZoom,
        x: ((tx % n) + n) % n,
        y: ty,
        left: Math.round((tx - at.x) * size),
        top: Math.round((ty - at.y) * size),
      });
    }
  }
  return { size, tiles };
}

/** A tile's address from a `{z}/{x}/{y}` template. */
export const tileUrl = (template: string, tile: Pick<MapTile, 'z' | 'x' | 'y'>) =>
  template.replaceAll('{z}', String(tile.z)).replaceAll('{x}', String(tile.x)).replaceAll('{y}', String(tile.y));

/** The place on openstreetmap.org with a marker ("Open in maps"). */
export function openInMapsUrl(point: { latitude: number; longitude: number }, zoom: number): string {
  const lat = point.latitude.toFixed(5);
  const lon = point.longitude.toFixed(5);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=${clampZoom(zoom)}/${lat}/${lon}`;
}
