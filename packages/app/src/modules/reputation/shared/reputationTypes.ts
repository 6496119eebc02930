// The words of the reputation answers the contract names only as schemas (its enums).
import type { BlocklistStatus, ListingCheck, SndsDay } from '@console/contract';

export type ListingStatus = ListingCheck['status'];
export type SndsFilter = SndsDay['filter'];
export type ListHealth = BlocklistStatus['health'];
