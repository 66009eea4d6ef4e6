import type { DemoSeed } from './demo-seed';

// [player (place in the squad), type, city, district, street, building, postal code, additional no., short address, primary]
const ADDRESSES = [
  [25, 'home', 'الرياض', 'الملقا', 'طريق الأمير محمد بن سعد', '2841', '13524', '7719', 'RMQA2841', true],
  [26, 'home', 'Riyadh', 'Al-Yasmin', 'Anas Ibn Malik Road', '3110', '13325', '8123', 'RYSA3110', true],
  [27, 'family', 'الخرج', 'الفيصلية', 'شارع الملك عبدالعزيز', '6621', '16278', '4410', 'KFSA6621', false],
  [27, 'home', 'الرياض', 'النرجس', 'شارع الثمامة', '4402', '13327', '2291', 'RNRA4402', true],
  [30, 'residence', 'Riyadh', 'Al-Nakheel', 'Academy Residence, Block B', '7003', '12382', '3390', 'RNKA7003', true],
  [32, 'home', 'الرياض', 'حطين', 'شارع الأمير تركي بن عبدالعزيز', '2255', '13516', '6602', 'RHTA2255', true],
  [36, 'home', 'Riyadh', 'Al-Olaya', 'Olaya Street', '8112', '12213', '2274', 'ROLA8112', true],
  [38, 'home', 'الرياض', 'قرطبة', 'شارع قرطبة', '3376', '13245', '5561', 'RQRA3376', true],
  [43, 'home', 'Riyadh', 'Al-Sulimaniyah', 'Prince Sultan Street', '4127', '12244', '7723', 'RSLA4127', true],
  [45, 'home', 'الرياض', 'الروضة', 'شارع خالد بن الوليد', '5590', '13213', '1189', 'RRDA5590', true],
  [47, 'residence', 'Riyadh', 'Al-Nakheel', 'Academy Residence, Block A', '7001', '12382', '3388', 'RNKA7001', true],
  [53, 'home', 'الدمام', 'الشاطئ', 'طريق الخليج', '2937', '32413', '6671', 'DSHA2937', true],
  [59, 'home', 'الرياض', 'العقيق', 'شارع أبي بكر الصديق', '3829', '13515', '4420', 'RAQA3829', true],
  [62, 'family', 'جدة', 'الروضة', 'شارع الأمير سلطان', '7310', '23434', '2208', 'JRDA7310', false],
  [62, 'home', 'الرياض', 'الياسمين', 'شارع الثمامة', '4419', '13325', '8130', 'RYSA4419', true],
  [66, 'home', 'Riyadh', 'Al-Malqa', 'King Fahd Road', '2950', '13524', '7730', 'RMQA2950', true],
] as const;

export const demo: DemoSeed = (ctx) => {
  const players = ctx.ids('players');
  return ADDRESSES.map(([place, type, city, district, street, buildingNo, postalCode, additionalNo, shortAddress, isPrimary]) => ({
    playerId: players[place],
    type,
    city,
    district,
    street,
    buildingNo,
    postalCode,
    additionalNo,
    shortAddress,
    isPrimary,
    notes: type === 'residence' ? 'Room assigned by the academy residence supervisor.' : undefined,
  }));
};
