import { MAP_ZOOM_DEFAULT, MAP_ZOOM_MAX, MAP_ZOOM_MIN } from '@tireshop/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampZoom, mapTiles, openInMapsUrl, tilePosition, tileUrl, DEFAULT_TILE_URL, TILE_SIZE } from './map-tiles';

const newYork = { latitude: 40.7128, longitude: -74.006 };

describe('map tiles (spec §9 "Map zoom default 13, range 1-21")', () => {
  it('finds the standard slippy-map tile of a known place', () => {
    // New York City at zoom 13 is tile 2411/3080 in the z/x/y scheme every OSM-style server uses.
    const at = tilePosition(newYork.latitude, newYork.longitude, MAP_ZOOM_DEFAULT);
    expect(Math.floor(at.x)).toBe(2411);
    expect(Math.floor(at.y)).toBe(3080);
    expect(tileUrl(DEFAULT_TILE_URL, { z: 13, x: 2411, y: 3080 })).toBe('https://tile.openstreetmap.org/13/2411/3080.png');
  });

  it('keeps zoom within 1–21', () => {
    expect(clampZoom(0)).toBe(MAP_ZOOM_MIN);
    expect(clampZoom(40)).toBe(MAP_ZOOM_MAX);
    expect(clampZoom(12.6)).toBe(13);
  });

  it('places the point inside the middle tile and covers ±512 × ±256 pixels around it', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -84, max: 84, noNaN: true }),
        fc.double({ min: -179.9, max: 179.9, noNaN: true }),
        fc.integer({ min: 3, max: 21 }),
        (latitude, longitude, zoom) => {
          const { size, tiles } = mapTiles({ latitude, longitude }, zoom);
          const middle = tiles.find((t) => t.left <= 0 && t.left > -size && t.top <= 0 && t.top > -size);
          expect(middle).toBeDefined();
          const left = Math.min(...tiles.map((t) => t.left));
          const right = Math.max(...tiles.map((t) => t.left + size));
          expect(left).toBeLessThanOrEqual(-512);
          expect(right).toBeGreaterThanOrEqual(512);
          for (const t of tiles) {
            expect(t.x).toBeGreaterThanOrEqual(0);
            expect(t.x).toBeLessThan(2 ** t.z);
          }
        },
      ),
    );
  });

  it('past the tile server’s deepest zoom, enlarges its deepest tiles instead of asking for ones it lacks', () => {
    const { size, tiles } = mapTiles(newYork, 21, { maxTileZoom: 19 });
    expect(size).toBe(TILE_SIZE * 4);
    expect(new Set(tiles.map((t) => t.z))).toEqual(new Set([19]));
  });

  it('wraps around the world sideways and leaves out rows past the poles', () => {
    const { tiles } = mapTiles({ latitude: 84.9, longitude: 179.99 }, 2);
    expect(tiles.every((t) => t.y >= 0 && t.y < 4)).toBe(true);
    expect(tiles.some((t) => t.x === 0)).toBe(true);
  });

  it('"Open in maps" marks the place on openstreetmap.org', () => {
    expect(openInMapsUrl(newYork, 13)).toBe('https://www.openstreetmap.org/?mlat=40.71280&mlon=-74.00600#map=13/40.71280/-74.00600');
  });
});
