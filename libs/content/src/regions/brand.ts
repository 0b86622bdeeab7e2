/** A fictional agency name; a real agency sets its own here. */
export const brandName = 'Brightpath Digital';
export const noidaAddress = 'B-42, Sector 62, Noida, Uttar Pradesh 201309, India';
