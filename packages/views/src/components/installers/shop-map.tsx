import { INSTALLER_MESSAGES, MAP_ZOOM_DEFAULT, MAP_ZOOM_MAX, MAP_ZOOM_MIN } from '@tireshop/core';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useMessages } from '../locale';
import {
  DEFAULT_MAX_TILE_ZOOM,
  DEFAULT_TILE_URL,
  MAP_ATTRIBUTION,
  MAP_ATTRIBUTION_URL,
  clampZoom,
  mapTiles,
  openInMapsUrl,
  tileUrl,
} from './map-tiles';

/** How long the map waits for its first tile before it gives up and shows the address instead. */
export const MAP_TILE_TIMEOUT_MS = 5000;

export interface ShopMapProps {
  latitude: number;
  longitude: number;
  /** What the marker marks (the shop's name), for the map's text alternative. */
  label: string;
  /** The address, said beside "Open in maps" when the map cannot be drawn. */
  address: string;
  /** spec §9 "Map zoom default 13, range 1-21". */
  zoom?: number;
  /** A `{z}/{x}/{y}` raster tile URL; OpenStreetMap's by default. */
  tileUrlTemplate?: string;
  /** The tile server's deepest zoom (past it the deepest tiles are enlarged). */
  maxTileZoom?: number;
  /** Attribution the tile server asks for. */
  attribution?: string;
  attributionUrl?: string;
}

type MapStatus = 'loading' | 'ready' | 'failed';

/**
 * A static map of the shop's surroundings drawn from plain raster tiles, with a marker and zoom
 * buttons; no map library and no script from a map provider. When the tiles cannot be had (any
 * tile fails, or none arrives within MAP_TILE_TIMEOUT_MS — the network may be closed) it becomes a
 * box with INSTALLER_MESSAGES.mapUnavailable (spec §8 Maps "Google Map cannot be loaded right now";
 * we draw our own map, so the words are ours), the address and an "Open in maps" link.
 *
 * Tiles the server rendered may finish before hydration, so on mount the map also reads each
 * image's own state rather than trusting that load/error events were seen.
 */
export function ShopMap({
  latitude,
  longitude,
  label,
  address,
  zoom: initialZoom = MAP_ZOOM_DEFAULT,
  tileUrlTemplate = DEFAULT_TILE_URL,
  maxTileZoom = DEFAULT_MAX_TILE_ZOOM,
  attribution = MAP_ATTRIBUTION,
  attributionUrl = MAP_ATTRIBUTION_URL,
}: ShopMapProps) {
  const t = useMessages('installers');
  const [zoom, setZoom] = useState(() => clampZoom(initialZoom));
  const [status, setStatus] = useState<MapStatus>('loading');
  const viewRef = useRef<HTMLDivElement>(null);
  const point = { latitude, longitude };
  const layout = mapTiles(point, zoom, { maxTileZoom });

  // Each zoom starts a new wait: the first tile must come within the time limit.
  useEffect(() => {
    const images = [...(viewRef.current?.querySelectorAll('img') ?? [])];
    if (images.some((img) => img.complete && img.naturalWidth === 0 && img.src)) {
      setStatus('failed');
      return;
    }
    if (images.some((img) => img.complete && img.naturalWidth > 0)) setStatus((s) => (s === 'failed' ? s : 'ready'));
    const timer = setTimeout(() => setStatus((s) => (s === 'loading' ? 'failed' : s)), MAP_TILE_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [zoom, latitude, longitude, tileUrlTemplate]);

  const mapsUrl = openInMapsUrl(point, zoom);
  if (status === 'failed') {
    return (
      <div className="ts-map ts-map--unavailable">
        <div className="ts-map__unavailable" role="status">
          <svg className="ts-map__unavailable-icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
            <path
              d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z"
              fill="currentColor"
            />
          </svg>
          <p className="ts-map__unavailable-message">{t(INSTALLER_MESSAGES.mapUnavailable)}</p>
          <p className="ts-map__unavailable-address">{address}</p>
          <a className="ts-button ts-button--quiet ts-map__open" href={mapsUrl} target="_blank" rel="noopener noreferrer">
            {t('Open in maps')}
            <span className="ts-visually-hidden">{t(' (opens in a new tab)')}</span>
          </a>
        </div>
      </div>
    );
  }

  const zoomTo = (next: number) => {
    setStatus('loading');
    setZoom(clampZoom(next));
  };
  const tileLoaded = () => setStatus((s) => (s === 'loading' ? 'ready' : s));
  const tileFailed = () => setStatus('failed');
  return (
    <div className="ts-map" data-status={status}>
      <div className="ts-map__frame">
        <div className="ts-map__view" ref={viewRef} role="img" aria-label={t('Map showing {label}, {address}', { label, address })}>
          {layout.tiles.map((t) => (
            <img
              referrerPolicy="strict-origin-when-cross-origin"
              key={`${tileUrlTemplate}|${t.key}`}
              className="ts-map__tile"
              src={tileUrl(tileUrlTemplate, t)}
              alt=""
              width={layout.size}
              height={layout.size}
              draggable={false}
              decoding="async"
              style={
                { '--ts-tile-left': `${t.left}px`, '--ts-tile-top': `${t.top}px`, '--ts-tile-size': `${layout.size}px` } as CSSProperties
              }
              onLoad={tileLoaded}
              onError={tileFailed}
            />
          ))}
          <svg className="ts-map__marker" viewBox="0 0 32 44" width="32" height="44" aria-hidden="true">
            <path
              d="M16 1C7.7 1 1 7.6 1 15.8 1 27 16 43 16 43s15-16 15-27.2C31 7.6 24.3 1 16 1z"
              fill="#c0262d"
              stroke="#fff"
              strokeWidth="2"
            />
            <circle cx="16" cy="15.5" r="5.5" fill="#fff" />
          </svg>
        </div>
        <div className="ts-map__zoom" role="group" aria-label={t('Map zoom')}>
          <button
            type="button"
            className="ts-map__zoom-button"
            aria-label={t('Zoom in')}
            disabled={zoom >= MAP_ZOOM_MAX}
            onClick={() => zoomTo(zoom + 1)}
          >
            <span aria-hidden="true">+</span>
          </button>
          <button
            type="button"
            className="ts-map__zoom-button"
            aria-label={t('Zoom out')}
            disabled={zoom <= MAP_ZOOM_MIN}
            onClick={() => zoomTo(zoom - 1)}
          >
            <span aria-hidden="true">−</span>
          </button>
        </div>
        <p className="ts-map__attribution">
          <a href={attributionUrl} target="_blank" rel="noopener noreferrer">
            {attribution}
          </a>
        </p>
      </div>
      <a className="ts-map__open-link" href={mapsUrl} target="_blank" rel="noopener noreferrer">
        {t('Open in maps')}
        <span className="ts-visually-hidden">{t(' (opens in a new tab)')}</span>
      </a>
    </div>
  );
}
