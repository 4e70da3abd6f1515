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

/** An OpenStreetMap map centred on the shop with a marker; calls onReady once it is set up. */
export function createShopMap(
  element: HTMLElement,
  location: ShopLocation,
  onReady: () => void,
): () => void {
  const map = L.map(element, { scrollWheelZoom: false }).setView(
    [location.lat, location.lng],
    location.zoom,
  );
  L.tileLayer('https://tile.openstreetmap.org/{z}/{x}/{y}.png', {
    maxZoom: 19,
    attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
  }).addTo(map);
  L.marker([location.lat, location.lng], { icon: markerIcon, title: location.label })
    .addTo(map)
    .bindPopup(location.label);
  // Ready as soon as the view is set: tiles may arrive later (or never, offline).
  map.whenReady(onReady);
  return () => {
    map.remove();
  };
}
