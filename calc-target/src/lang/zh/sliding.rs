//! 数字华容道的文字，简体中文。

use crate::lang::sliding::Phrase::{self, *};

/// `phrase` 的中文。
pub fn text(phrase: Phrase) -> &'static str {
    match phrase {
        Title => "数字华容道 {0}×{1}",
        MovesSaid => "{0}，已走 {1} 步",
        ArrangingSaid => "{0}：正在摆自己的开局，光标在第 {1} 行第 {2} 列",
        PickedSaid => "，已选中方块 {0}",
        RowSaid => "第 {0} 行：",
        SolvedSaid => "已还原",
        Moves => "步数 {0}",
        Bound => "阈值 {0}",
        Nodes => "节点 {0}",
        AtOnce => "快速求解",
        Paths => "路径 {0}",
        Steps => "搜索 {0}",
        Done => "已完成 {0}%",
        MenuHint => "提示：下一步和最少剩余步数",
        MenuSolve => "演示解法（3×3、4×4 为最少步）",
        MenuShuffle => "新游戏：打乱",
        MenuArrange => "自己摆开局",
        MenuPaths => "数路径（3×3，按原文）",
        MenuThree => "3×3 盘面",
        MenuFour => "4×4 盘面，打乱",
        MenuFive => "5×5 盘面，打乱",
        MenuRedo => "重做",
        ArrangePlay => "用这个开局",
        ArrangeInOrder => "把方块排回原位",
        Fewest => "最少步数",
        AtMost => "至多为最少步数的 {0} 倍",
        RowByRow => "逐行求解",
        SolvedIn => "已还原，用了 {0} 步",
        AskResize => "换盘面吗？这一盘走的步数会丢失。",
        AskShuffle => "重新打乱吗？这一盘走的步数会丢失。",
        AskArrange => "重新摆开局吗？这一盘走的步数会丢失。",
        AskDrop => "放弃这个摆法吗？游戏照原样继续。",
        NoMoveLeft => "已还原：无需再走",
        PathsOn3x3 => "原文只在 3×3 上数路径",
        PickTwo => "选两个方块互换",
        TooManyToShow => "{0} 步，太多，无法演示",
        Optimal => "最优：{0} 步",
        Found => "{0} 步，{1}",
        HintFewest => "把 {0} 向{1}滑：从这里最少 {2} 步",
        HintLeft => "把 {0} 向{1}滑：还剩 {2} 步，{3}",
        Judged => "用 {0} 步还原；最少需要 {1} 步",
        Up => "上",
        Down => "下",
        Left => "左",
        Right => "右",
        NoSolution => "没有找到解法",
        StaysSolved => "已还原：菜单里可以重新打乱",
        Shuffled => "已打乱",
        PathsCounted => "{0} 条不超过 30 步的路径（搜索 {1} 步）",
        Stopped => "已停止",
        IsGoal => "这就是目标：无需求解",
        YourStart => "你的开局：自己走，或求解（菜单）",
        NeverSolvable => "永远无解（奇偶性不同）：交换两个方块",
        NoTile => "那里没有方块：空格在{0}边",
        EdgeBottom => "下",
        EdgeTop => "上",
        EdgeRight => "右",
        EdgeLeft => "左",
        Fault => "无法进行：{0}",
        HelpSlide => "滑动",
        HelpUndo => "撤销",
        HelpMenu => "提示、求解等",
        HelpMove => "移动",
        HelpSwap => "交换",
        HelpTileHere => "放到这里",
        HelpPlayIt => "开始",
        Working => "计算中",
        RulesGoal => {
            "把方块依次排好：1 在左上角，空格在最后。按方向键，空格旁的方块就朝那个方向\
             滑进空格。"
        }
        RulesMenu => {
            "菜单里的提示给出最短走法的下一步和剩余步数；自己还原后，会告诉你这个开局最少\
             需要几步。菜单还能从当前局面演示解法：3×3 和 4×4 为最少步数；5×5 为快速解法，\
             并说明它至多是最少步数的几倍。菜单还可以打乱、改变盘面大小、使用你自己摆的开局\
             （或说明它为何永远无解），并像原文那样数出 3×3 的所有路径。"
        }
        RulesSource => "出自原文：八数码问题，搜索通往目标的每一条路径。",
        KeyArrows => "把方块滑进空格",
        KeyUndo => "把上一个方块滑回去",
        KeyMenu => "提示、求解、打乱、尺寸等",
        KeyBack => "回主页，进度保留",
        KeyOk => "暂停演示的解法",
    }
}
