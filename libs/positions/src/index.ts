export {
  isOpen,
  loadPositions,
  openPositions,
  positionSections,
  type OfficePlace,
  type Position,
} from './load-positions.ts';
export {
  employmentTypes,
  positionFrontmatterSchema,
  regionCurrencies,
  salaryCurrencies,
  salaryUnits,
  type PositionFrontmatter,
  type PositionLocation,
} from './position-frontmatter.ts';
