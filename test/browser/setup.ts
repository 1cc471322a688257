import { pinClock } from '../pinnedClock';

// Every browser test reads one calendar: the demo services it starts default to this clock too.
pinClock();
