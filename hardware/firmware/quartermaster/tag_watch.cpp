#include "tag_watch.h"

TagWatch::Event TagWatch::update(bool found, const Uid& uid, Uid& previous) {
  if (found) {
    misses_ = 0;
    if (!present_) {
      present_ = true;
      uid_ = uid;
      return Placed;
    }
    if (uid_ == uid) return None;
    previous = uid_;
    uid_ = uid;
    return Swapped;
  }
  if (!present_ || ++misses_ < kMisses) return None;
  present_ = false;
  misses_ = 0;
  previous = uid_;
  return Removed;
}
