import type { DemoRow, DemoSeed } from './demo-seed';
import { placeNamed, ROOMS } from './parts/boarding';

const AMENITIES = [['desk', 'wardrobe', 'airConditioning'], ['privateBathroom', 'desk', 'wardrobe', 'airConditioning'], ['desk', 'airConditioning', 'balcony']] as const;

// The rooms of the two academy buildings: boys upstairs in A, girls in B; one room under
// maintenance, one closed.
export const demo: DemoSeed = (ctx) =>
  ROOMS.flatMap(([building, roomNumber, floor, beds, gender, status], index): DemoRow[] => {
    const facilityId = placeNamed(ctx, building);
    if (!facilityId) return [];
    return [{ facilityId, roomNumber, floor, beds, gender, status, amenities: [...AMENITIES[index % AMENITIES.length]!], notes: status === 'maintenance' ? 'Air conditioner being replaced.' : undefined }];
  });
