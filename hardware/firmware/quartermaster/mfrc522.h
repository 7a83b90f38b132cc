// MFRC522 RFID reader over SPI: probe, WUPA, bit-oriented anticollision and select for 4- and
// 7-byte UIDs (cascade levels 1 and 2, BCC and CRC_A checked), then HLTA so that the next WUPA
// finds the card again (a card left active would answer only every other REQA). With several
// cards in the field the anticollision takes the 1 branch at each collided bit, so the same
// card wins every poll until it is taken away.
#pragma once
#include <Arduino.h>

struct Uid {
  uint8_t size = 0;  // 4 or 7
  uint8_t bytes[7];
  bool operator==(const Uid& o) const { return size == o.size && memcmp(bytes, o.bytes, size) == 0; }
};

class Mfrc522 {
 public:
  enum Status : uint8_t { Ok, Timeout, Error, Collision, BadCrc };

  /** Resets the chip and sets it up; returns false when it does not answer (VersionReg 0x00/0xFF). */
  bool begin(uint8_t ssPin);
  /** One poll: true and the UID when exactly one card answered and was selected. */
  bool readCard(Uid& uid);

 private:
  void write(uint8_t reg, uint8_t value);
  uint8_t read(uint8_t reg);
  /**
   * Sends a frame (the last byte's low `txLastBits` bits only, when not 0) and receives the
   * answer into back[] (its first byte's bits from `rxAlign` up; the lower bits are kept).
   * On a collision, `collPos` gets the first collided bit, counted from 1 at bit 0 of back[0].
   */
  Status transceive(const uint8_t* send, uint8_t sendLen, uint8_t txLastBits, uint8_t rxAlign, uint8_t* back,
                    uint8_t& backLen, uint8_t* collPos = nullptr);
  bool selectLevel(uint8_t sel, uint8_t cl[5]);
  void halt();
  uint8_t ss_;
};

/** CRC_A (ISO/IEC 14443-3), appended low byte first. */
uint16_t crcA(const uint8_t* data, uint8_t n);
