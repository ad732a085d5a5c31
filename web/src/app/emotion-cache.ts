import createCache from '@emotion/cache';

/**
 * One Emotion cache key for the prerenderer and the browser: the browser's cache finds the critical CSS the
 * prerenderer inlined (its `data-emotion="css …"` tags) and hydrates it instead of inserting the styles again.
 */
export const EMOTION_CACHE_KEY = 'css';

export const createEmotionCache = () => createCache({ key: EMOTION_CACHE_KEY });
