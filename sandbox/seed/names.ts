// Words for generated counterparty names.
export const COMPANY_WORDS = [
  'Atlas', 'Beacon', 'Cedar', 'Delta', 'Ember', 'Falcon', 'Granite', 'Harbor', 'Iris', 'Juniper', 'Keystone', 'Lumen',
  'Maple', 'Nimbus', 'Orchid', 'Pioneer', 'Quarry', 'Ridge', 'Summit', 'Tidal', 'Umber', 'Vertex', 'Willow', 'Zephyr',
  'Copper', 'Silver', 'Northern', 'Pacific', 'Global', 'United', 'Coastal', 'Prairie', 'Metro', 'Union', 'Crown', 'Bridge',
] as const;

export const COMPANY_SUFFIXES = ['LLC', 'Inc.', 'Ltd', 'GmbH', 'S.A.', 'B.V.', 'Pte Ltd', 'Co.', 'Group', 'Partners'] as const;
