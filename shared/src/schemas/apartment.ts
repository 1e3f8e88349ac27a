import * as z from 'zod';
import { apartmentCategory, apartmentId } from './common';

export const image = z.object({
  src: z.string().min(1),
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /**
   * The widths it exists in and its placeholder, for a photo the owner uploaded from the panel
   * (the build's own images are in the bundled manifest, shared/src/content/images.ts).
   */
  widths: z.array(z.number().int().positive()).optional(),
  placeholder: z.string().optional(),
});
export type Image = z.infer<typeof image>;

/** product §3 Apartment, as the server stores and serves it. `price` is the base price, whole euros. */
export const apartment = z.object({
  id: apartmentId,
  slug: z.string(),
  name: z.string(),
  category: apartmentCategory,
  shortDescription: z.string(),
  description: z.string(),
  image,
  gallery: z.array(image),
  beds: z.number().int().positive(),
  baths: z.number().int().positive(),
  size: z.number().positive(),
  price: z.number().int().min(1),
  maxGuests: z.number().int().positive(),
  amenities: z.array(z.string()),
  highlights: z.array(z.string()),
  floor: z.string(),
  address: z.string(),
});
export type Apartment = z.infer<typeof apartment>;

export const listApartmentsResponse = z.array(apartment);
export const getApartmentResponse = apartment;
export const apartmentPathParams = z.object({ id: z.string() });
