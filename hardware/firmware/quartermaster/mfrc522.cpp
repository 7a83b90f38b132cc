#include "mfrc522.h"
#include <SPI.h>
#include "idle.h"

namespace reg {
const uint8_t Command = 0x01, ComIrq = 0x04, Error = 0x06, FifoData = 0x09, FifoLevel = 0x0A,
              Control = 0x0C, BitFraming = 0x0D, Coll = 0x0E, Mode = 0x11, TxControl = 0x14, TxAsk = 0x15,
              TMode = 0x2A, TPrescaler = 0x2B, TReloadH = 0x2C, TReloadL = 0x2D, Version = 0x37;
}
namespace cmd {
const uint8_t Idle = 0x00, Transceive = 0x0C, SoftReset = 0x0F;
}
static const SPISettings kSpi(4000000, MSBFIRST, SPI_MODE0);

uint16_t crcA(const uint8_t* data, uint8_t n) {
  uint16_t crc = 0x6363;
  for (uint8_t i = 0; i < n; i++) {
    uint8_t b = data[i] ^ (uint8_t)crc;
    b ^= (uint8_t)(b << 4);
    crc = (crc >> 8) ^ ((uint16_t)b << 8) ^ ((uint16_t)b << 3) ^ (b >> 4);
  }
  return crc;
}

void Mfrc522::write(uint8_t r, uint8_t value) {
  SPI.beginTransaction(kSpi);
  digitalWrite(ss_, LOW);
  SPI.transfer((uint8_t)(r << 1) & 0x7E);
  SPI.transfer(value);
  digitalWrite(ss_, HIGH);
  SPI.endTransaction();
}

uint8_t Mfrc522::read(uint8_t r) {
  SPI.beginTransaction(kSpi);
  digitalWrite(ss_, LOW);
  SPI.transfer(0x80 | ((uint8_t)(r << 1) & 0x7E));
  uint8_t v = SPI.transfer(0);
  digitalWrite(ss_, HIGH);
  SPI.endTransaction();
  return v;
}

bool Mfrc522::begin(uint8_t ssPin) {
  ss_ = ssPin;
  pinMode(ss_, OUTPUT);
  digitalWrite(ss_, HIGH);
  write(reg::Command, cmd::SoftReset);
  uint32_t start = millis();
  while ((read(reg::Command) & 0x10) && millis() - start < 50) {}  // PowerDown bit clears when ready
  uint8_t version = read(reg::Version);
  if (version == 0x00 || version == 0xFF) return false;
  write(reg::TMode, 0x80);       // timer starts after each transmission
  write(reg::TPrescaler, 0xA9);  // 13.56 MHz / (2*169+1) = 40 kHz: 25 us per tick
  write(reg::TReloadH, 0x00);
  write(reg::TReloadL, 0xA0);    // 160 ticks = 4 ms without an answer: no card
  write(reg::TxAsk, 0x40);       // 100 % ASK modulation
  write(reg::Mode, 0x3D);        // CRC preset 0x6363
  write(reg::TxControl, read(reg::TxControl) | 0x03);  // antenna on
  return true;
}

Mfrc522::Status Mfrc522::transceive(const uint8_t* send, uint8_t sendLen, uint8_t txLastBits, uint8_t rxAlign,
                                    uint8_t* back, uint8_t& backLen, uint8_t* collPos) {
  uint8_t framing = (uint8_t)((rxAlign << 4) | txLastBits);
  write(reg::Command, cmd::Idle);
  write(reg::ComIrq, 0x7F);     // clear every interrupt request bit
  write(reg::FifoLevel, 0x80);  // flush the FIFO
  write(reg::Coll, 0x00);       // ValuesAfterColl = 0: bits received after a collision read as 0
  for (uint8_t i = 0; i < sendLen; i++) write(reg::FifoData, send[i]);
  write(reg::BitFraming, framing);
  write(reg::Command, cmd::Transceive);
  write(reg::BitFraming, 0x80 | framing);  // StartSend
  uint32_t start = millis();
  for (;;) {
    uint8_t irq = read(reg::ComIrq);
    if (irq & 0x30) break;                     // RxIRq or IdleIRq: an answer
    if (irq & 0x01) return Timeout;            // TimerIRq: no card answered
    if (millis() - start > 20) return Timeout; // the chip itself stopped answering
    idleUntilInterrupt();  // a card answers within a millisecond; no card costs the chip's 4 ms timer
  }
  write(reg::BitFraming, 0);
  uint8_t err = read(reg::Error);
  if (err & 0x13) return Error;  // BufferOvfl, ParityErr, ProtocolErr
  uint8_t n = read(reg::FifoLevel);
  if (n > backLen) return Error;
  for (uint8_t i = 0; i < n; i++) {
    uint8_t v = read(reg::FifoData);
    if (i == 0 && rxAlign) {
      uint8_t mask = (uint8_t)(0xFF << rxAlign);  // keep the bits we sent below rxAlign
      v = (uint8_t)((back[0] & ~mask) | (v & mask));
    }
    back[i] = v;
  }
  backLen = n;
  if (err & 0x08) {  // CollErr: several cards answered differently
    uint8_t coll = read(reg::Coll);
    if (coll & 0x20) return Error;  // CollPosNotValid: beyond what the chip can tell
    if (collPos) *collPos = (coll & 0x1F) == 0 ? 32 : (coll & 0x1F);
    return Collision;
  }
  if (read(reg::Control) & 0x07) return Error;  // we only expect whole bytes
  return Ok;
}

void Mfrc522::halt() {
  uint8_t hlta[4] = {0x50, 0x00, 0, 0};
  uint16_t crc = crcA(hlta, 2);
  hlta[2] = (uint8_t)crc;
  hlta[3] = (uint8_t)(crc >> 8);
  uint8_t back[2];
  uint8_t n = sizeof back;
  transceive(hlta, 4, 0, 0, back, n);  // a halted card does not answer: a timeout is success
}

// Anticollision at one cascade level (ISO/IEC 14443-3 6.5.3): send the UID bits known so far,
// receive the rest; on a collision take the 1 branch and ask again. Then select. cl[] gets
// the level's 4 UID bytes and BCC; returns false when no single card could be selected.
bool Mfrc522::selectLevel(uint8_t sel, uint8_t cl[5]) {
  uint8_t buf[9] = {sel, 0, 0, 0, 0, 0, 0, 0, 0};
  uint8_t known = 0;  // UID bits of this level already known
  for (uint8_t round = 0;; round++) {
    if (round > 32) return false;
    uint8_t fullBytes = known / 8, extra = known % 8;
    buf[1] = (uint8_t)(((2 + fullBytes) << 4) | extra);  // NVB: bytes and bits we send
    uint8_t n = (uint8_t)(5 - fullBytes), coll = 0;
    Status s = transceive(buf, (uint8_t)(2 + fullBytes + (extra ? 1 : 0)), extra, extra, buf + 2 + fullBytes, n, &coll);
    if (s == Ok) {
      if (n != 5 - fullBytes) return false;
      break;
    }
    if (s != Collision) return false;
    uint8_t bit = (uint8_t)(fullBytes * 8 + coll - 1);  // 0-based, within this level's UID bits
    if (bit < known || bit >= 32) return false;
    buf[2 + bit / 8] |= (uint8_t)(1 << (bit % 8));
    buf[2 + bit / 8] &= (uint8_t)(0xFF >> (7 - bit % 8));  // bits above it are not known yet
    known = (uint8_t)(bit + 1);
  }
  if ((buf[2] ^ buf[3] ^ buf[4] ^ buf[5]) != buf[6]) return false;  // BCC
  buf[1] = 0x70;                                                     // NVB: the whole UID
  uint16_t crc = crcA(buf, 7);
  buf[7] = (uint8_t)crc;
  buf[8] = (uint8_t)(crc >> 8);
  uint8_t sak[3];
  uint8_t m = 3;
  if (transceive(buf, 9, 0, 0, sak, m) != Ok || m != 3) return false;
  if (crcA(sak, 1) != (uint16_t)(sak[1] | (sak[2] << 8))) return false;
  bool cascade = buf[2] == 0x88;  // cascade tag: 3 UID bytes here, the rest on the next level
  if (cascade != ((sak[0] & 0x04) != 0)) return false;
  memcpy(cl, buf + 2, 5);
  return true;
}

bool Mfrc522::readCard(Uid& uid) {
  uint8_t wupa = 0x52, atqa[2];
  uint8_t n = 2;
  // Cards of different kinds answer WUPA with different ATQAs at once: a collision there
  // still means cards are present.
  Status s = transceive(&wupa, 1, 7, 0, atqa, n);
  if ((s != Ok && s != Collision) || n != 2) return false;
  uint8_t cl[5];
  if (!selectLevel(0x93, cl)) return false;
  if (cl[0] != 0x88) {
    memcpy(uid.bytes, cl, 4);
    uid.size = 4;
  } else {
    memcpy(uid.bytes, cl + 1, 3);
    if (!selectLevel(0x95, cl) || cl[0] == 0x88) return false;  // 10-byte UIDs: not the game's stickers
    memcpy(uid.bytes + 3, cl, 4);
    uid.size = 7;
  }
  halt();
  return true;
}
