// What other features use of the chat: the rail's width, which a drawer leaves free beside it.
export { chatRailWidth } from './chatSlice';
