/**
 * A preload (`node --import <this file>`) that sets the process's clock CLOCK_OFFSET_MS off: Date.now
 * and `new Date()` answer the real time plus the offset. The clock fault test (tests/faults) runs a
 * server with it to show that the engine decides by Redis TIME alone. Plain JavaScript so it loads
 * before any loader.
 */
const offset = Number(process.env.CLOCK_OFFSET_MS ?? 0);

if (offset !== 0) {
  const RealDate = Date;
  const realNow = RealDate.now.bind(RealDate);
  class OffsetDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(realNow() + offset);
      else super(...args);
    }
    static now() {
      return realNow() + offset;
    }
  }
  globalThis.Date = OffsetDate;
}
