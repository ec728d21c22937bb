// A flag of country-flag-icons as an image file's address (the alias of build/flagImages.ts).
declare module 'country-flag-icons-svg/*' {
  const url: string;
  export default url;
}
