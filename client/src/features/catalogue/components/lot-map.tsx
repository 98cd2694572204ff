import { useEffect, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { MAP_ATTRIBUTION, MAP_TILES } from '../../../components/map/map-tiles';

const ZOOM = 14;

/**
 * A Leaflet map with one marker. Without internet the tiles fail quietly and the container's plain
 * background shows; the marker is drawn with CSS (a divIcon, no image to download), so the point
 * is always visible.
 */
export function LotMap({
  latitude,
  longitude,
  label,
}: {
  latitude: number;
  longitude: number;
  label: string;
}) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!container.current) return;
    const map = L.map(container.current, { scrollWheelZoom: false }).setView([latitude, longitude], ZOOM);
    L.tileLayer(MAP_TILES, {
      maxZoom: 19,
      attribution: MAP_ATTRIBUTION,
    }).addTo(map);
    const icon = L.divIcon({ className: 'lot-map__marker', iconSize: [22, 22], iconAnchor: [11, 22] });
    L.marker([latitude, longitude], { icon, title: label, alt: label, keyboard: true }).addTo(map);
    return () => {
      map.remove();
    };
  }, [latitude, longitude, label]);

  return <div ref={container} className="lot-map" role="region" aria-label={label} />;
}
