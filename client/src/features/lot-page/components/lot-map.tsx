import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { mapTiles } from '../../../components/map/map-tiles';
import { tilesLoad } from '../../../components/map/tile-probe';

const ZOOM = 14;

/**
 * A Leaflet map with one marker, drawn once the configured tiles are known to load (one tile is
 * tried first). Without internet, or with no tiles configured, the place says the map is
 * unavailable and gives the address and the coordinates instead of a grey box. The marker is drawn
 * with CSS (a divIcon, no image to download).
 */
export function LotMap({
  latitude,
  longitude,
  address,
  label,
}: {
  latitude: number;
  longitude: number;
  address: string;
  label: string;
}) {
  const { t } = useTranslation('catalogue');
  const container = useRef<HTMLDivElement>(null);
  const [tiles, setTiles] = useState<'checking' | 'loading' | 'unavailable'>('checking');

  useEffect(() => {
    let current = true;
    void tilesLoad({ latitude, longitude }, ZOOM).then((ok) => {
      if (current) setTiles(ok ? 'loading' : 'unavailable');
    });
    return () => {
      current = false;
    };
  }, [latitude, longitude]);

  useEffect(() => {
    if (tiles !== 'loading' || !container.current) return;
    const map = L.map(container.current, { scrollWheelZoom: false }).setView([latitude, longitude], ZOOM);
    const { url, attribution } = mapTiles();
    L.tileLayer(url, { maxZoom: 19, attribution }).addTo(map);
    const icon = L.divIcon({ className: 'lot-map__marker', iconSize: [22, 22], iconAnchor: [11, 22] });
    L.marker([latitude, longitude], { icon, title: label, alt: label, keyboard: true }).addTo(map);
    return () => {
      map.remove();
    };
  }, [tiles, latitude, longitude, label]);

  if (tiles === 'unavailable') {
    const coordinates = `${latitude.toFixed(6)}, ${longitude.toFixed(6)}`;
    return (
      <div
        className="lot-map lot-map--unavailable"
        role="note"
        aria-label={label}
        data-testid="map-unavailable"
      >
        <p className="lot-map__unavailable">{t('property.mapUnavailable')}</p>
        {address && <p>{address}</p>}
        <p>
          {t('property.coordinates')}: <a href={`geo:${latitude},${longitude}`}>{coordinates}</a>
        </p>
      </div>
    );
  }
  return <div ref={container} className="lot-map" role="region" aria-label={label} />;
}
