/**
 * A cache of the last `size` answers by key, the least recently used dropped first: `get(key, make)`
 * answers from the cache or makes, keeps and returns the answer.
 */
export function boundedCache<T>(size: number): { get(key: string, make: () => T): T; clear(): void } {
  // A Map keeps insertion order: re-inserting on a hit makes its first key the least recently used.
  const answers = new Map<string, T>();
  return {
    get(key, make) {
      let answer = answers.get(key);
      if (answer === undefined) {
        answer = make();
        if (answers.size >= size) answers.delete(answers.keys().next().value!);
      } else answers.delete(key);
      answers.set(key, answer);
      return answer;
    },
    clear: () => answers.clear(),
  };
}
