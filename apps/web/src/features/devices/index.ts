// What other features use of the device list (the user page's devices and history); nothing else is theirs.
export { useDeviceText } from './labels';
export { deviceStatusLook } from './statusLook';
