import { useEffect, useRef, useState } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { LatLng } from '@kimoshdi/shared/domain/map/coordinates';
import { mapTiles } from './map-tiles';
import { tilesLoad } from './tile-probe';

/** Tashkent's centre: where the map opens before a point is chosen. */
const START: LatLng = { latitude: 41.3111, longitude: 69.2797 };

interface PointPickerProps {
  value: LatLng | null;
  onPick(point: LatLng): void;
  label: string;
  /** Said under the map when its tiles do not load (no internet, none configured). */
  unavailableText: string;
}

/**
 * A map to pick one point on: a click (or a tap) puts the marker there. The tiles are added once one
 * of them is known to load (tile-probe.ts); without them the plain background still takes the click,
 * a line under it says the map is unavailable, and the point can be typed next to it.
 */
export function PointPicker({ value, onPick, label, unavailableText }: PointPickerProps) {
  const [unavailable, setUnavailable] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.Marker | null>(null);
  const pick = useRef(onPick);
  useEffect(() => {
    pick.current = onPick;
  }, [onPick]);

  useEffect(() => {
    if (!container.current) return;
    const start = value ?? START;
    const instance = L.map(container.current, { scrollWheelZoom: false }).setView(
      [start.latitude, start.longitude],
      value ? 15 : 11,
    );
    let current = true;
    void tilesLoad(start, 11).then((ok) => {
      if (!current) return;
      if (!ok) {
        setUnavailable(true);
        return;
      }
      const { url, attribution } = mapTiles();
      L.tileLayer(url, { maxZoom: 19, attribution }).addTo(instance);
    });
    instance.on('click', (event: L.LeafletMouseEvent) => {
      pick.current({
        latitude: Number(event.latlng.lat.toFixed(6)),
        longitude: Number(event.latlng.lng.toFixed(6)),
      });
    });
    map.current = instance;
    return () => {
      current = false;
      instance.remove();
      map.current = null;
      marker.current = null;
    };
    // The map is made once; the marker follows the value below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const instance = map.current;
    if (!instance) return;
    if (!value) {
      marker.current?.remove();
      marker.current = null;
      return;
    }
    const at: L.LatLngExpression = [value.latitude, value.longitude];
    if (marker.current) marker.current.setLatLng(at);
    else {
      const icon = L.divIcon({ className: 'lot-map__marker', iconSize: [22, 22], iconAnchor: [11, 22] });
      marker.current = L.marker(at, { icon, title: label, alt: label, keyboard: true }).addTo(instance);
    }
  }, [value, label]);

  return (
    <>
      <div
        ref={container}
        className="lot-map point-picker"
        role="application"
        aria-label={label}
        data-testid="point-picker"
      />
      {unavailable && (
        <p className="muted" data-testid="map-unavailable">
          {unavailableText}
        </p>
      )}
    </>
  );
}
