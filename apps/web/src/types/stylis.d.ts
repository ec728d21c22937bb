// stylis ships no types; the app only hands its prefixer to Emotion.
declare module 'stylis';
