// Debounces a reader's polls into placed/removed events: a card is placed on its first good
// read and removed only after kMisses polls in a row without it, so one tap gives one ON and
// one OFF even when a card at the edge of the field is missed now and then.
#pragma once
#include "mfrc522.h"

class TagWatch {
 public:
  static const uint8_t kMisses = 4;
  enum Event : uint8_t { None, Placed, Removed, Swapped };
  /** Feeds one poll; `previous` holds the removed UID for Removed and Swapped. */
  Event update(bool found, const Uid& uid, Uid& previous);
  const Uid& current() const { return uid_; }
  bool present() const { return present_; }

 private:
  bool present_ = false;
  uint8_t misses_ = 0;
  Uid uid_;
};
