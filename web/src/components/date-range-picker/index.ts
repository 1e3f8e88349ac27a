export type { Range } from './calendar-logic';
export { DateRangePicker, type DateRangePickerProps, rangeText } from './date-range-picker';
