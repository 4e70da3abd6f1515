// Loaded only by the contact page (dynamic import): Leaflet and its CSS stay out of other pages.
import * as L from 'leaflet';
import 'leaflet/dist/leaflet.css';
// Leaflet guesses its default icon URLs from the CSS path, which breaks once bundled.
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';

const markerIcon = L.icon({
  iconUrl,
  iconRetinaUrl,
  shadowUrl,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  shadowSize: [41, 41],
});

export interface ShopLocation {
  lat: number;
  lng: number;
  zoom: number;
  label: string;
}

/** OpenStreetMap's tiles in `element`, centred there; the wheel scrolls the page, not the map. */
function openStreetMap(element: HTMLElement, view: { lat: number; lng: number; zoom: number }) {
  const map = L.map(element, { scrollWheelZoom: false }).setView([view.lat, view.lng], view.zoom);
  L.tileLayer('https://tile.openstreetmap.org/{z}/{x}/{y}.png', {
    maxZoom: 19,
    attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
  }).addTo(map);
  return map;
}

/** An OpenStreetMap map centred on the shop with a marker; calls onReady once it is set up. */
export function createShopMap(
  element: HTMLElement,
  location: ShopLocation,
  onReady: () => void,
): () => void {
  const map = openStreetMap(element, location);
  L.marker([location.lat, location.lng], { icon: markerIcon, title: location.label })
    .addTo(map)
    .bindPopup(location.label);
  // Ready as soon as the view is set: tiles may arrive later (or never, offline).
  map.whenReady(onReady);
  return () => {
    map.remove();
  };
}

export interface PinPosition {
  lat: number;
  lng: number;
  zoom: number;
}

/**
 * The admin's map: the pin is dragged (or the map clicked) to where the shop is, and the zoom
 * the shopper will see is the one left on the map; onChange hears each.
 */
export function createPinPicker(
  element: HTMLElement,
  start: PinPosition,
  onChange: (position: PinPosition) => void,
): () => void {
  const map = openStreetMap(element, start);
  const marker = L.marker([start.lat, start.lng], {
    icon: markerIcon,
    draggable: true,
    title: 'Ubicación de la tienda (arrastrala)',
    alt: 'Ubicación de la tienda',
  }).addTo(map);
  const report = () => {
    const { lat, lng } = marker.getLatLng();
    // Six decimals are about 10 cm: more only adds noise to the stored settings.
    onChange({ lat: Number(lat.toFixed(6)), lng: Number(lng.toFixed(6)), zoom: map.getZoom() });
  };
  marker.on('dragend', report);
  map.on('zoomend', report);
  map.on('click', (event: L.LeafletMouseEvent) => {
    marker.setLatLng(event.latlng);
    report();
  });
  return () => {
    map.remove();
  };
}
