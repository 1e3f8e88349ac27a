import type { AttractionId } from '@catania/shared/content/attractions';
import { Castle, Church, Fish, Landmark, Mountain, Music, ShoppingBag, Trees } from 'lucide-react';

/**
 * Each 'Scopri Catania' card's icon, by the sight's id: the site's own, not the owner's to edit
 * (her words come with the site texts, shared/src/content/attractions.ts seeds them).
 */
export const ATTRACTION_ICONS: Record<AttractionId, typeof Church> = {
  duomo: Church,
  elefante: Landmark,
  pescheria: Fish,
  'via-etnea': ShoppingBag,
  'teatro-bellini': Music,
  'castello-ursino': Castle,
  benedettini: Landmark,
  'villa-bellini': Trees,
  etna: Mountain,
};
