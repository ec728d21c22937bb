// re2 is left out of this install (see package.json): a caller's `require('re2')` fails as if it were not installed.
throw new Error('re2 is not installed here: use RegExp');
