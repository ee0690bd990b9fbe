// Moved to lib/masks so patients and prescriptions share the same masks.
export { maskCep, maskCpf, maskDate, maskDecimal, maskPhone } from '../../lib/masks';
