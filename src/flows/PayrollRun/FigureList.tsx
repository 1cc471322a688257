// The figure list lives with the shared blocks (the funding blocks show one too).
export { FigureList, type Figure } from '../shared/FigureList';
